export { QuoteForm, type QuoteFormProps, type QuoteFormResult } from './quote-form.tsx';
