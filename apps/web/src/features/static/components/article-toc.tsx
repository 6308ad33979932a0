import type { ArticleSection } from "@app/content";
import { Text } from "@mantine/core";
import { useEffect, useState } from "react";
import classes from "../static.module.css";

/** Tracks which section heading was last scrolled past, so the contents list shows where the reader is. */
function useActiveSection(ids: string[]) {
  const [active, setActive] = useState(ids[0]);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      // Only the top band of the viewport counts, so the active item changes as a heading reaches the top.
      { rootMargin: "-80px 0px -65% 0px" },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

export function ArticleToc({ sections }: { sections: ArticleSection[] }) {
  const [ids] = useState(() => sections.map((s) => s.id));
  const active = useActiveSection(ids);
  return (
    <nav aria-labelledby="toc-title">
      <Text id="toc-title" size="xs" fw={700} tt="uppercase" c="gray.7" mb="sm" style={{ letterSpacing: "0.06em" }}>
        Contents
      </Text>
      <ol style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={`${classes.tocLink} ${active === section.id ? classes.tocLinkActive : ""}`}
              aria-current={active === section.id ? "location" : undefined}
            >
              {index + 1}. {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
