import type { CitationNetwork } from "@app/contracts";
import { ActionIcon, Group, Loader, Text } from "@mantine/core";
import { IconFocusCentered, IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import type { Core, ElementDefinition, StylesheetJson } from "cytoscape";
import { useEffect, useRef, useState } from "react";
import classes from "../citations.module.css";
import { ringOf } from "../lib/graph-rings";

type Graph = CitationNetwork["graph"];

/** At this zoom 12 px labels are drawn at about 7 px, the smallest that still reads. */
const READABLE_ZOOM = 0.6;
const COLORS = {
  patent: "#1864ab",
  citing: "#087f5b",
  cited: "#4dabf7",
  outside: "#ffffff",
  assignee: "#f59f00",
  edge: "#868e96",
  text: "#212529",
};

export const LEGEND = [
  { label: "This patent", color: COLORS.patent, border: COLORS.patent },
  { label: "Citing patent (diamond)", color: COLORS.citing, border: COLORS.citing },
  { label: "Cited, in the index", color: COLORS.cited, border: COLORS.cited },
  { label: "Cited, outside the index (hollow)", color: COLORS.outside, border: COLORS.edge },
  { label: "Assignee (square)", color: COLORS.assignee, border: COLORS.assignee },
];

const STYLE: StylesheetJson = [
  {
    selector: "node",
    style: {
      label: "data(label)",
      "font-size": 12,
      color: COLORS.text,
      "text-valign": "bottom",
      "text-margin-y": 3,
      "text-background-color": "#ffffff",
      "text-background-opacity": 0.85,
      "text-background-padding": "1px",
      "text-max-width": "120px",
      "text-wrap": "ellipsis",
      "min-zoomed-font-size": 5,
      width: 16,
      height: 16,
      "border-width": 2,
    },
  },
  {
    selector: 'node[kind = "patent"]',
    style: {
      "background-color": COLORS.patent,
      "border-color": COLORS.patent,
      width: 30,
      height: 30,
      "font-size": 13,
      "font-weight": "bold",
    },
  },
  {
    selector: 'node[kind = "citing"]',
    style: {
      "background-color": COLORS.citing,
      "border-color": COLORS.citing,
      shape: "diamond",
      width: 20,
      height: 20,
    },
  },
  { selector: 'node[kind = "cited"]', style: { "background-color": COLORS.cited, "border-color": "#1c7ed6" } },
  {
    selector: "node[?outside]",
    style: { "background-color": COLORS.outside, "border-color": COLORS.edge, "border-style": "dashed" },
  },
  {
    selector: 'node[kind = "assignee"]',
    style: {
      "background-color": COLORS.assignee,
      "border-color": "#e67700",
      shape: "round-rectangle",
      width: 22,
      height: 22,
      "font-style": "italic",
    },
  },
  {
    selector: 'edge[kind = "cites"]',
    style: {
      width: 1.2,
      "line-color": COLORS.edge,
      "target-arrow-color": COLORS.edge,
      "target-arrow-shape": "triangle",
      "arrow-scale": 0.8,
      "curve-style": "straight",
    },
  },
  {
    selector: 'edge[kind = "assigned"]',
    style: { width: 1.2, "line-color": "#fab005", "line-style": "dashed", "curve-style": "straight" },
  },
];

/** Nodes and edges for cytoscape; each patent outside the index gets its ring (concentric layout levels). */
function elementsOf(graph: Graph): ElementDefinition[] {
  let outside = 0;
  const nodes = graph.nodes.map((n) => {
    const isOutside = n.kind !== "assignee" && n.kind !== "patent" && !n.inIndex;
    const level = n.kind === "patent" ? 1000 : n.kind === "assignee" ? 900 : isOutside ? 700 - ringOf(outside++) : 800;
    return { data: { id: n.id, label: n.label, kind: n.kind, outside: isOutside, level } };
  });
  const edges = graph.edges.map((e, i) => ({
    data: { id: `e${i}`, source: e.source, target: e.target, kind: e.kind },
  }));
  return [...nodes, ...edges];
}

/**
 * The citation graph, drawn by cytoscape (loaded only when this tab opens). Pan by dragging, zoom with the wheel, a
 * pinch or the buttons; a deterministic concentric layout: the patent in the middle, assignees, the index's
 * patents, then the others. The tables beside it hold the same network for screen readers and keyboards.
 */
export function CitationGraph({ graph }: { graph: Graph }) {
  const container = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");

  useEffect(() => {
    let cancelled = false;
    import("cytoscape")
      .then(({ default: cytoscape }) => {
        if (cancelled || !container.current) return;
        cy.current = cytoscape({
          container: container.current,
          elements: elementsOf(graph),
          style: STYLE,
          layout: {
            name: "concentric",
            concentric: (node) => node.data("level") as number,
            levelWidth: () => 1,
            minNodeSpacing: 34,
            avoidOverlap: true,
            animate: false,
            padding: 24,
          },
          minZoom: 0.2,
          maxZoom: 4,
          wheelSensitivity: 0.3,
          boxSelectionEnabled: false,
          autoungrabify: true,
        });
        // On a narrow screen the whole graph fits only at a size nobody can read: start closer, on the patent.
        const c = cy.current;
        if (c.zoom() < READABLE_ZOOM) {
          c.zoom(READABLE_ZOOM);
          c.center(c.getElementById(graph.nodes[0]?.id ?? ""));
        }
        setState("ready");
      })
      .catch(() => !cancelled && setState("error"));
    return () => {
      cancelled = true;
      cy.current?.destroy();
      cy.current = null;
    };
  }, [graph]);

  const zoom = (factor: number) => {
    const c = cy.current;
    if (!c) return;
    c.zoom({ level: c.zoom() * factor, renderedPosition: { x: c.width() / 2, y: c.height() / 2 } });
  };
  const patents = graph.nodes.filter((n) => n.kind !== "assignee").length;
  const assignees = graph.nodes.length - patents;

  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Text size="sm" c="gray.7">
          Drag to pan; scroll, pinch or use the buttons to zoom.
        </Text>
        <Group gap={6}>
          <ActionIcon variant="default" size="lg" aria-label="Zoom in" onClick={() => zoom(1.25)}>
            <IconZoomIn size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label="Zoom out" onClick={() => zoom(0.8)}>
            <IconZoomOut size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Fit the graph"
            onClick={() => cy.current?.fit(undefined, 24)}
          >
            <IconFocusCentered size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <div className={classes.graph} data-state={state}>
        <div
          ref={container}
          className={classes.canvas}
          role="img"
          aria-label={`Citation graph: ${patents} patents and ${assignees} assignees. The tables below list the same network.`}
        />
        {state === "loading" && (
          <Group justify="center" pt="xl" className={classes.overlay}>
            <Loader size="sm" aria-label="Loading the graph" />
          </Group>
        )}
        {state === "error" && (
          <Text p="md" c="red.8" className={classes.overlay}>
            The graph could not be drawn. The tables below list the same network.
          </Text>
        )}
      </div>
    </div>
  );
}
