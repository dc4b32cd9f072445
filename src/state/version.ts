/** The app's version (kept equal to package.json's by a unit test); written into exported files. */
export const APP_VERSION = '0.1.0';
