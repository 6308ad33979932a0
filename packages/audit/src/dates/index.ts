/** Fees and deadlines alone, for the browser: `@app/audit/dates` pulls in none of the readers or writers. */
export {
  addMonths,
  type DueDate,
  type ProvisionalDeadlines,
  provisionalDeadlines,
  rollToBusinessDay,
} from "./deadlines.js";
export { type EntityStatus, type FeeSchedule, PROVISIONAL_FILING_FEES, provisionalFilingFee } from "./fees.js";
export { federalHolidays, type Holiday } from "./holidays.js";
