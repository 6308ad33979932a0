import { describe, expect, it } from "vitest";
import { stripMarkup } from "./markup.js";

describe("stripMarkup", () => {
  it("drops tags, scripts, styles and comments, keeping the text a browser shows", () => {
    const html =
      '<p>Cats are <b>great</b> pets.</p><!-- note --><script>window.__xss=1</script><style>body{display:none}</style><img src=x onerror="alert(1)">Dogs need walks.';
    expect(stripMarkup(html)).toBe("Cats are great pets.\nDogs need walks.");
  });

  it("keeps '<' and '>' in ordinary text", () => {
    for (const text of ["5 > 3 and 2 < 4.", "If a<b and b<c then a<c.", "x <= y, so y >= x.", "I <3 this plan."]) {
      expect(stripMarkup(text)).toBe(text);
    }
  });

  it("decodes the common entities", () => {
    expect(stripMarkup("Tom &amp; Jerry &lt;3")).toBe("Tom & Jerry <3");
  });
});
