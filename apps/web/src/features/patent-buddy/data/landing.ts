import {
  IconBinaryTree,
  IconChartArcs,
  IconClock,
  IconFileDescription,
  IconSearch,
  IconShieldCheck,
  IconTarget,
  IconUsersGroup,
} from "@tabler/icons-react";

/** The four tools (spec 001 §1), in the spec's order. The wizard opens through the Create Application check. */
export const TOOLS = [
  {
    title: "AI Patent Search",
    to: "/patent-buddy/search",
    icon: IconSearch,
    color: "blue",
    text: "Look up earlier patents by keyword, inventor, patent number or assignee, filtered by date, type and status.",
  },
  {
    title: "Patent Landscape Analysis",
    to: "/patent-buddy/analysis",
    icon: IconChartArcs,
    color: "teal",
    text: "Pick a technology area and review its filing trends, open opportunities and the companies active in it.",
  },
  {
    title: "Citation Analysis",
    to: "/patent-buddy/citations",
    icon: IconBinaryTree,
    color: "violet",
    text: "Enter a patent number to see the patents it cites, the patents that cite it, and how they connect.",
  },
  {
    title: "Patent Application Wizard",
    to: "/patent-buddy/wizard",
    icon: IconFileDescription,
    color: "orange",
    text: "Draft a US provisional application one section at a time, with a live preview. Sign in to save drafts.",
    createsApplication: true,
  },
] as const;

/** The stated benefits (spec 001 §1). */
export const BENEFITS = [
  {
    title: "Identify Opportunities",
    icon: IconTarget,
    text: "See what has already been patented in your field, so you can aim at what has not.",
  },
  {
    title: "Protect Your Invention",
    icon: IconShieldCheck,
    text: "Spot the earlier patents an examiner may cite against you, and write your draft around them.",
  },
  {
    title: "Competitive Intelligence",
    icon: IconUsersGroup,
    text: "Find out which companies and inventors hold patents close to yours.",
  },
  {
    title: "Save Time",
    icon: IconClock,
    text: "Bring early patent research down from weeks to hours.",
  },
] as const;

/** The shortcut row (spec 001 §2 "Landing"); Create Application is added by the page. */
export const SHORTCUTS = [
  { label: "Search Patents", to: "/patent-buddy/search", icon: IconSearch },
  { label: "Analyze Landscape", to: "/patent-buddy/analysis", icon: IconChartArcs },
  { label: "Citation Analysis", to: "/patent-buddy/citations", icon: IconBinaryTree },
] as const;
