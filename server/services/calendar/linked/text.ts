/**
 * Text a provider sent, made storable: PostgreSQL's text refuses NUL, and a name or title is only ever shown, so a
 * server that sends one must not make a link or a sync fail.
 */
export const storableText = (value: string, max: number) => value.replace(/\u0000/g, '').slice(0, max);
