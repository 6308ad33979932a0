import type { ArgumentSpan, SpanRole } from "../data/demo-walkthroughs";
import classes from "../home.module.css";

const MARK_CLASS: Record<SpanRole, string> = {
  premise: classes.markPremise,
  conclusion: classes.markConclusion,
};

/** The sample argument, with the spans for the current step highlighted in place. */
export function DemoArgument({ spans, highlight }: { spans: ArgumentSpan[]; highlight?: SpanRole }) {
  return (
    <blockquote className={classes.argumentText}>
      {spans.map((span, index) =>
        span.role && span.role === highlight ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the spans are a fixed sentence; their order never changes.
          <mark key={index} className={`${classes.mark} ${MARK_CLASS[span.role]}`}>
            {span.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={index}>{span.text}</span>
        ),
      )}
    </blockquote>
  );
}
