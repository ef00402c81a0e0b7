import { Button } from '../../components/Button/index.ts';
import * as styles from './LoginPrompt.css';

export interface LoginPromptProps {
  /** Why an account is needed, e.g. 'Please log in to make an inquiry'. */
  message: string;
  /** Opens the account dialog on its 'Log in' tab. */
  onLogIn: () => void;
  /** Opens the account dialog on its 'Register' tab. */
  onRegister: () => void;
}

/**
 * The "log in first" note of the resort inquiry and the villa booking (docs/stays.md): the
 * message and two ways in. The form it sits in stays as it is behind the dialog.
 */
export function LoginPrompt({ message, onLogIn, onRegister }: LoginPromptProps) {
  return (
    <div className={styles.notice} role="note">
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Button size="sm" onPress={onLogIn}>
          Log in
        </Button>
        <Button size="sm" variant="secondary" onPress={onRegister}>
          Register
        </Button>
      </div>
    </div>
  );
}
