export type SpeakingPracticeProps = {
  /** The English text the student says (the model is its recording, else the browser's voice). */
  text: string;
  /** A recording of the text that wins over any other (staff's upload). */
  audioUrl?: string | null;
  /** The model and the student's recording have both been heard (e.g. to ask for a self-rating). */
  onCompared?: () => void;
  /** After the comparison, ask the student to rate themselves (the caller shows the ratings). */
  rateHint?: boolean;
};
