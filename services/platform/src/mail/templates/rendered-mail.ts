/** What a template gives: the subject and both bodies of one e-mail. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
