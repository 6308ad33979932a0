import type { ArticleBlock, ArticleSection } from "@app/content";
import classes from "../static.module.css";

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "subheading":
      return <h3>{block.text}</h3>;
    case "quote":
      return (
        <blockquote className={classes.pullQuote}>
          <p style={{ margin: 0 }}>{block.text}</p>
        </blockquote>
      );
    case "list": {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
  }
}

/** Renders the stored article; the PDF route typesets the very same data. */
export function ArticleBody({ sections }: { sections: ArticleSection[] }) {
  return (
    <div className={`${classes.prose} ${classes.serifBody}`}>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} style={index === 0 ? { marginTop: 0 } : undefined}>
            {section.heading}
          </h2>
          {section.blocks.map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order.
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
