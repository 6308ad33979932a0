export { writeDocx } from "./docx-writer.js";
export { exportFigure } from "./figure-convert.js";
export { figureImage } from "./figure-image.js";
export type { Block, ExportDocument, FigureImage, Part } from "./model.js";
export { writePdf } from "./pdf-writer.js";
export { type ReportMeta, reportDocument } from "./report.js";
export { type SpecificationInput, specificationDocument } from "./specification.js";
