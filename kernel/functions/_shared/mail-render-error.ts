// A template that cannot be rendered (server/mail/render.ts): a clear sentence,
// and the placeholders the data lacks. Its own module so the sender can tell it
// apart without loading the renderer (MJML takes seconds to import) at startup.
export class RenderError extends Error {
  readonly missing: string[];
  constructor(message: string, missing: string[] = []) {
    super(message);
    this.name = 'RenderError';
    this.missing = missing;
  }
}
