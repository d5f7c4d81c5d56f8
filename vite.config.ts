import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import type { AcceptedPlugin } from 'postcss';
import { defineConfig } from 'vite';

/**
 * Bootstrap's stylesheet without the rules no page uses (236 KB → about a fifth): a phone parses and matches every
 * rule before the first paint. Only Bootstrap's file is purged (our styles.css is small and styles runtime markup
 * such as the chart's). Classes our code writes are found in its source; react-bootstrap builds its classes at
 * run time from props (`btn-${variant}`, `col-md-${n}`, `offcanvas-${placement}`), so the components we import
 * keep every rule of their prefix. A new react-bootstrap component needs its prefix here.
 */
const purgeBootstrap = (): AcceptedPlugin => {
  const purge = purgeCSSPlugin({
    content: ['src/client/**/*.{ts,tsx,html}', 'src/client/public/*.js', 'src/shared/**/*.ts'],
    safelist: {
      standard: [
        /^(alert|badge|bg|btn|btn-close|btn-group|card|container|g|gx|gy|input-group|placeholder|spinner)(-|$)/,
        /^(table|tab|tooltip|bs-tooltip|text-bg)(-|$)/,
        // every breakpoint up to lg (the grid props used), not the larger ones nor the responsive variants
        /^(col|row|row-cols)(-(sm|md|lg))?(-\d+|-auto)?$/,
        /^form(?!-floating|-range)(-|$)/,
        /^list-group(?!-horizontal)(-|$)/,
        /^modal(?!-fullscreen)(-|$)/,
        /^(nav|navbar)(?!-expand-(sm|lg|xl|xxl))(-|$)/,
        /^offcanvas(?!-(sm|md|lg|xl|xxl))(-|$)/,
        /^(fade|show|showing|hiding|collapse|collapsing|active|disabled|was-validated|is-invalid|is-valid)$/,
        /^(invalid-feedback|valid-feedback|visually-hidden)$/,
      ],
    },
    dynamicAttributes: ['data-bs-theme', 'data-popper-placement', 'aria-expanded', 'aria-current'],
  });
  return {
    postcssPlugin: 'purge-bootstrap',
    OnceExit(root, helpers) {
      if (!root.source?.input.file?.includes('/node_modules/bootstrap/')) return;
      return (purge as { OnceExit: NonNullable<import('postcss').Plugin['OnceExit']> }).OnceExit(root, helpers);
    },
  };
};

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  css: { postcss: { plugins: command === 'build' ? [purgeBootstrap()] : [] } },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
}));
