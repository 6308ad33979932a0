import type { Article, ArticleBlock } from "@app/content";
import PDFDocument from "pdfkit";

const INK = "#1a1b1e";
const MUTED = "#5c5f66";
const ACCENT = "#1864ab";
const RULE = "#ced4da";
const MARGIN = 72;
const BODY = { font: "Times-Roman", size: 11.5, lineGap: 3.2 };

type Doc = PDFKit.PDFDocument;

/**
 * Typesets an article as a letter-size PDF using only the standard PDF fonts,
 * so no font files ship with the server and the output is byte-stable.
 */
export function renderArticlePdf(article: Article): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // A fixed creation date keeps repeated renders identical.
    info: {
      Title: article.title,
      Author: article.author,
      Subject: article.subtitle,
      Keywords: "reasoning, argument analysis, logical web, governance",
      Creator: "Clarity",
      CreationDate: new Date(`${article.date}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  titlePage(doc, article);
  doc.addPage();
  article.sections.forEach((section, index) => {
    heading(doc, `${index + 1}. ${section.heading}`, 16, index === 0 ? 0 : 20);
    for (const block of section.blocks) renderBlock(doc, block);
  });
  pageFurniture(doc, article);
  doc.end();
  return done;
}

function contentWidth(doc: Doc) {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: Doc) {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when fewer than `needed` points remain, so headings never sit alone at a page foot. */
function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > bottomLimit(doc)) doc.addPage();
}

function titlePage(doc: Doc, article: Article) {
  const width = contentWidth(doc);
  doc.y = 150;
  doc.font("Helvetica-Bold").fontSize(9).fillColor(ACCENT);
  doc.text(`${article.author.toUpperCase()}  ·  ${article.kind.toUpperCase()}`, { characterSpacing: 1.2 });
  doc.moveDown(1.2);
  doc.font("Times-Bold").fontSize(30).fillColor(INK).text(article.title, { lineGap: 4 });
  doc.moveDown(0.6);
  doc.font("Times-Italic").fontSize(14).fillColor(MUTED).text(article.subtitle, { lineGap: 3 });
  doc.moveDown(1.2);
  const ruleY = doc.y;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + width, ruleY)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  doc.y = ruleY + 12;
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(`${article.author}  ·  ${article.dateLabel}`);
  doc.moveDown(2);

  doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text("ABSTRACT", { characterSpacing: 1 });
  doc.moveDown(0.4);
  doc.font(BODY.font).fontSize(11).fillColor(INK).text(article.abstract, { align: "justify", lineGap: 2.5 });
  doc.moveDown(1.6);

  doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text("CONTENTS", { characterSpacing: 1 });
  doc.moveDown(0.4);
  doc.font("Helvetica").fontSize(10.5).fillColor(INK);
  article.sections.forEach((section, index) => {
    doc.text(`${index + 1}.  ${section.heading}`, { lineGap: 3 });
  });
}

function heading(doc: Doc, text: string, size: number, spaceBefore: number) {
  doc.font("Helvetica-Bold").fontSize(size);
  const height = doc.heightOfString(text, { width: contentWidth(doc) });
  // Room for the heading plus a few body lines keeps it with what follows.
  ensureSpace(doc, spaceBefore + height + 60);
  doc.y += doc.y === doc.page.margins.top ? 0 : spaceBefore;
  doc.fillColor(INK).text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.5);
}

function renderBlock(doc: Doc, block: ArticleBlock) {
  const width = contentWidth(doc);
  switch (block.kind) {
    case "subheading":
      heading(doc, block.text, 12.5, 8);
      return;
    case "paragraph":
      doc.font(BODY.font).fontSize(BODY.size).fillColor(INK);
      ensureSpace(doc, 2 * (BODY.size + BODY.lineGap));
      doc.text(block.text, MARGIN, doc.y, { width, align: "justify", lineGap: BODY.lineGap });
      doc.moveDown(0.7);
      return;
    case "quote":
      quoteBlock(doc, block.text);
      return;
    case "list":
      block.items.forEach((item, index) => {
        listItem(doc, block.ordered ? `${index + 1}.` : "•", item);
      });
      doc.moveDown(0.4);
      return;
  }
}

function quoteBlock(doc: Doc, text: string) {
  const indent = 22;
  const width = contentWidth(doc) - indent;
  doc.font("Times-Italic").fontSize(14);
  const height = doc.heightOfString(text, { width, lineGap: 3 });
  ensureSpace(doc, height + 24);
  doc.y += 6;
  const top = doc.y;
  doc.rect(MARGIN, top - 2, 3, height + 4).fill(ACCENT);
  doc.fillColor(ACCENT).text(text, MARGIN + indent, top, { width, lineGap: 3 });
  doc.y = top + height + 6;
  doc.moveDown(0.8);
}

function listItem(doc: Doc, marker: string, text: string) {
  const indent = 22;
  const width = contentWidth(doc) - indent;
  doc.font(BODY.font).fontSize(BODY.size);
  ensureSpace(doc, 2 * (BODY.size + BODY.lineGap));
  const top = doc.y;
  doc.fillColor(ACCENT).text(marker, MARGIN + 4, top, { width: indent - 4, lineBreak: false });
  doc.fillColor(INK).text(text, MARGIN + indent, top, { width, lineGap: BODY.lineGap });
  doc.moveDown(0.35);
}

/** Running head and "Page n of N" on every page, drawn once the page count is known. */
function pageFurniture(doc: Doc, article: Article) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the margin would otherwise trigger an automatic page break.
    doc.page.margins.bottom = 0;
    const width = contentWidth(doc);
    doc.font("Helvetica").fontSize(8.5).fillColor(MUTED);
    if (i > start) {
      doc.text(article.title, MARGIN, MARGIN - 34, { width, align: "left", lineBreak: false });
      doc
        .moveTo(MARGIN, MARGIN - 20)
        .lineTo(MARGIN + width, MARGIN - 20)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN, doc.page.height - 46, {
      width,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
