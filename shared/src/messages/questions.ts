/**
 * The texts of the host's questions for guests (docs/product.md, Questions for guests). Not among
 * the original product description's texts. Part of the catalogue (../messages.ts).
 */
export const questionMessages = {
  title: 'Questions for guests',
  invalid: 'Please check your questions and try again.',
  textRequired: 'Please write the question.',
  textTooLong: 'Please keep a question to 120 characters.',
  choiceTooLong: 'Please keep each choice to 60 characters.',
  tooFewChoices: 'A choice needs at least two answers.',
  tooManyChoices: 'A question can offer at most 6 answers.',
  tooMany: 'You can ask at most 3 questions.',
  saved: 'Questions saved.',
  saveFailed: 'Your questions could not be saved. Please try again.',
  /** The guest's side. */
  answerRequired: (question: string) => `Please answer “${question}”.`,
  answerTooLong: 'Please keep each answer to 300 characters.',
  choiceInvalid: 'Please choose one of the answers offered.',
} as const;
