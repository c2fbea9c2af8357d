// /dashboard/projects/:id/edit (the screen is the module's default export).
export { EditProjectPage as default } from './project-form-page.tsx';
