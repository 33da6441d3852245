// The state a site hands to a form: what was sent, what failed, and whether it is on its way.
export interface FormState<V> {
  status: 'idle' | 'submitting' | 'success' | 'error';
  /** What the visitor typed last time, so a failed submission never loses it. */
  values?: Partial<V>;
  /** Field name → message, from the server (Problem.errors) or client checks. */
  errors?: Partial<Record<string, string>>;
  /** A form-level message: the success text, or why sending failed. */
  message?: string;
}
