// The part of jsdom the build uses (critical-css.ts): the package ships no types, and the tests only
// name it as their environment.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: Document };
  }
}
