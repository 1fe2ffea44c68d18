// jsdom (a devDependency, for the fake's HTML sanitiser) ships no types: the part the fake uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
