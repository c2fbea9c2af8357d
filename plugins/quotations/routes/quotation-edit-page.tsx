export { EditQuotationPage as default } from './quotation-form-page.tsx';
