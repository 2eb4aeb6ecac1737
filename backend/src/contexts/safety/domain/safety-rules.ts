import { screenText, type Screening, type ScreeningInput } from './screen';

/**
 * The rules as a provider: the one seam where a test puts rules that fail, to prove a broken
 * check loses no text (screen-text.spec.ts).
 */
export class SafetyRules {
  screen(input: ScreeningInput): Screening {
    return screenText(input);
  }
}
