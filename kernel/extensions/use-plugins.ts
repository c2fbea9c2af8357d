export { usePlugins } from './plugins-context.tsx';
