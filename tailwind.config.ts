/*
 * Read by src/client/app/styles.css through `@config`. Every colour is a CSS variable:
 * ThemeSync sets the institution's colours at run time, styles.css the surfaces and
 * their dark-mode values.
 */
import type { Config } from 'tailwindcss';

const variable = (name: string) => `var(--color-${name})`;

export default {
  content: ['./index.html', './src/client/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: variable('primary'),
        'on-primary': variable('on-primary'),
        hover: variable('hover'),
        'on-hover': variable('on-hover'),
        secondary: variable('secondary'),
        'on-secondary': variable('on-secondary'),
        'primary-text': variable('primary-text'),
        page: variable('page'),
        surface: variable('surface'),
        'muted-surface': variable('muted-surface'),
        fg: variable('fg'),
        muted: variable('muted'),
        line: variable('line'),
        'line-strong': variable('line-strong'),
        danger: variable('danger'),
        'danger-hover': variable('danger-hover'),
        'danger-text': variable('danger-text'),
        success: variable('success'),
      },
    },
  },
} satisfies Config;
