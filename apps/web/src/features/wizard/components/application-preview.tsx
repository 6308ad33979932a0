import type { ApplicationContent } from "@app/contracts";
import { Alert, List, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type PreviewDocument, type PreviewInventor, previewDocument } from "../lib/preview";
import classes from "./application-preview.module.css";

/** The product's brand (as in the site's logo), shown faintly across each page. */
const WATERMARK = "Clarity";
const PLACEHOLDER = "Not yet provided";

interface Props {
  content: ApplicationContent;
  images: { name: string; url: string }[];
}

/** The wizard's live preview: the draft laid out as a US provisional application (spec 001 §9). */
export function ApplicationPreview({ content, images }: Props) {
  const doc = previewDocument(content, images);
  return (
    <section aria-label="Document preview" className={classes.region}>
      <Title order={2} fz="h3" mb="sm">
        Document Preview
      </Title>
      {doc.missing.length > 0 && <MissingWarning missing={doc.missing} />}
      <div className={classes.sheet}>
        <Page>
          <CoverBlock doc={doc} />
          {doc.sections.map((s) => (
            <Section key={s.key} heading={s.heading} empty={s.paragraphs.length === 0}>
              {s.paragraphs.map((p) => (
                <p key={p.number} className={classes.paragraph}>
                  <span className={classes.number}>{p.number}</span>
                  {p.text}
                </p>
              ))}
              {s.key === "drawings" && doc.figures.length > 0 && <Figures figures={doc.figures} />}
            </Section>
          ))}
        </Page>
        <Page>
          <Section heading={doc.abstract.heading} empty={doc.abstract.paragraphs.length === 0}>
            {doc.abstract.paragraphs.map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
              <p key={i} className={classes.paragraph}>
                {text}
              </p>
            ))}
          </Section>
        </Page>
      </div>
    </section>
  );
}

function MissingWarning({ missing }: { missing: string[] }) {
  // A note, not role="alert": it changes as the user types, and each change need not be announced.
  return (
    <Alert
      role="note"
      color="yellow"
      variant="light"
      title="Incomplete application"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      mb="md"
    >
      <Text size="sm">These parts are still missing:</Text>
      <List size="sm" mt={4}>
        {missing.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <div className={classes.watermark} aria-hidden="true">
        <span>{WATERMARK}</span>
      </div>
      <div className={classes.content}>{children}</div>
    </div>
  );
}

function CoverBlock({ doc }: { doc: PreviewDocument }) {
  return (
    <header className={classes.cover}>
      <div className={classes.docket}>
        <p>Attorney Docket No.: ____</p>
        <p>Application No.: ____</p>
        <p>Filing Date: ____</p>
      </div>
      <p className={classes.office}>UNITED STATES PATENT AND TRADEMARK OFFICE</p>
      <p className={classes.office}>PROVISIONAL APPLICATION FOR PATENT</p>
      <h3 className={classes.title}>{doc.title}</h3>
      <p className={classes.inventorsLabel}>Inventor{doc.inventors.length === 1 ? "" : "s"}:</p>
      {doc.inventors.length === 0 ? (
        <p className={classes.placeholder}>{PLACEHOLDER}</p>
      ) : (
        <ul className={classes.inventors}>
          {doc.inventors.map((inv, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: inventors may share a name; rows are in form order
            <li key={i}>{inventorLine(inv)}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

const inventorLine = ({ name, residence, citizenship }: PreviewInventor) =>
  [name, residence && `residing in ${residence}`, citizenship && `citizen of ${citizenship}`]
    .filter(Boolean)
    .join(", ");

function Section({ heading, empty, children }: { heading: string; empty: boolean; children: ReactNode }) {
  return (
    <section className={classes.section}>
      <h4 className={classes.heading}>{heading}</h4>
      {empty && <p className={classes.placeholder}>{PLACEHOLDER}</p>}
      {children}
    </section>
  );
}

function Figures({ figures }: { figures: PreviewDocument["figures"] }) {
  return (
    <div className={classes.figures}>
      {figures.map((f) => (
        <figure key={f.label} className={classes.figure}>
          <img src={f.url} alt={f.name} loading="lazy" />
          <figcaption>{f.caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}
