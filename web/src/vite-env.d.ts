/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google reCAPTCHA v2 site key; without it the contact forms use the local test robot check. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
