import { createTheme, defaultVariantColorsResolver, type VariantColorsResolver } from "@mantine/core";

/**
 * Light badges, alerts and buttons keep their tinted background but get text dark enough for WCAG AA:
 * Mantine's default (shade 6–9 of the same hue on its 10% tint) is 2.7–3.8:1 for yellow and green.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== "light" || typeof input.color !== "string" || input.color.includes(".")) return colors;
  const text = `color-mix(in srgb, var(--mantine-color-${input.color}-9) 60%, black)`;
  return { ...colors, color: text, hoverColor: text };
};

export const theme = createTheme({
  primaryColor: "blue",
  // Shade 8 keeps white on filled buttons and blue links at WCAG AA contrast (shade 6 is 3.5:1; axe runs in e2e).
  primaryShade: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  defaultRadius: "md",
  variantColorResolver,
  // Plain objects rather than Modal.extend(...) and the like: importing a component here would put it in the entry chunk.
  components: {
    // Every dialog's close button needs a name (axe button-name); Mantine's has none by default.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    // Mantine's focus placeholder is a tabbable role="presentation" div inside role="menu" (axe aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Mantine names the eye button 'Toggle password visibility', so a field found by the word "password" matched it too.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { "aria-label": "Show or hide the characters" } },
    },
  },
});
