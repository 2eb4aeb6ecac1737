import type { SignUpReason } from '../../lib/sign-up-prompt';

// Read by the sign-in screen alone: its words load with that screen, not with every page's start.
/** The line the form shows: "Create an account to apply to this job". Only fixed words, and a name the app looked up itself. */
export function signUpLine(reason: SignUpReason, name?: string): string {
  switch (reason) {
    case 'apply':
      return 'Create an account to apply to this job';
    case 'message':
      return name ? `Create an account to message ${name}` : 'Create an account to send messages';
    case 'report':
      return 'Create an account to report this to our moderators';
  }
}
