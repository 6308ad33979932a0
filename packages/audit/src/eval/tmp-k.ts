import { CHECKS } from "../checks/index.js";
import { draftFromText } from "../draft/from-text.js";
import { grantText, readFullTextGrants } from "./fulltext.js";

const which = process.argv[2];
const g = await readFullTextGrants("data/patents/uspto-xml-samples");
let n = 0;
for (const x of g) {
  const d = draftFromText(grantText(x));
  for (const f of CHECKS.find((c) => c.id === which)!.run(d)) {
    if (n++ % 6 !== 0) continue;
    const c = d.claims.find((c) => c.number === f.place?.paragraph);
    const t = c?.text ?? "";
    console.log(
      `[${x.number}] ${f.excerpt.slice(0, 40)} || ${t.slice(Math.max(0, (f.place?.start ?? 0) - 100), (f.place?.end ?? 0) + 30)}`,
    );
  }
}
