export const MAIN_LINKS = [
  { to: "/", label: "Home", end: true },
  { to: "/analyzer", label: "Analyzer", end: false },
  { to: "/patent-buddy", label: "Patent Buddy", end: false },
  { to: "/about", label: "About", end: false },
  { to: "/founder", label: "Founder", end: false },
] as const;
