/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_APP_NAME?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_EMPLOYER_SITE_URL?: string;
  readonly VITE_CAREER_ADVICE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The id of this build (see scripts/build-metadata.ts). */
declare const __BUILD_ID__: string;
