// Storybook 10: the kernel's UI catalogue for plugin authors. It reuses
// vite.config.ts (aliases, Tailwind, React).
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../{kernel,kit,plugins,site,stories}/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
};

export default config;
