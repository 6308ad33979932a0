import { createTheme, PasswordInput } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  // Shade 8 keeps white on filled buttons and blue links at WCAG AA contrast (shade 6 is 3.5:1; axe runs in e2e).
  primaryShade: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  defaultRadius: "md",
  components: {
    // Mantine names the eye button 'Toggle password visibility', so a field found by the word "password" matched it too.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { "aria-label": "Show or hide the characters" } },
    }),
  },
});
