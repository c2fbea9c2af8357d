// /dashboard/projects/create (the screen is the module's default export).
export { CreateProjectPage as default } from './project-form-page.tsx';
