import { Fragment, useState } from 'react';
import { Button, Separator, ToggleButton, Toolbar } from 'react-aria-components';
import * as styles from './RichText.css';

/** What the toolbar shows as pressed or possible at the cursor. */
export interface RichTextState {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export type RichTextCommand = Exclude<keyof RichTextState, 'link' | 'canUndo' | 'canRedo'>;

export const emptyRichTextState: RichTextState = {
  h2: false,
  h3: false,
  bold: false,
  italic: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

// Only what the server keeps of a post's HTML (h2, h3, strong, em, lists, blockquote, links:
// docs/admin.md "Content studio"); each button's name starts with
// what it shows, so it can be spoken as seen.
type Tool = { command: RichTextCommand; label: string; face: string; className?: string };
const groups: Tool[][] = [
  [
    { command: 'h2', label: 'H2 heading', face: 'H2' },
    { command: 'h3', label: 'H3 heading', face: 'H3' },
  ],
  [
    { command: 'bold', label: 'Bold', face: 'B' },
    { command: 'italic', label: 'Italic', face: 'I', className: styles.italic },
  ],
  [
    { command: 'bulletList', label: 'Bulleted list', face: '• List' },
    { command: 'orderedList', label: 'Numbered list', face: '# List' },
    { command: 'blockquote', label: 'Quote', face: '“ Quote' },
  ],
];

export interface RichTextToolbarProps {
  state: RichTextState;
  onCommand: (command: RichTextCommand) => void;
  /** Opens the link form (or closes it when open). */
  onLink: () => void;
  onUndo: () => void;
  onRedo: () => void;
  isLinkOpen?: boolean;
  isDisabled?: boolean;
  /** Names the toolbar after its field ("Body formatting"). */
  'aria-label': string;
}

/**
 * The formatting buttons: one tab stop, arrow keys between the buttons (React Aria's
 * Toolbar), each a toggle whose pressed state follows the cursor.
 */
export function RichTextToolbar({
  state,
  onCommand,
  onLink,
  onUndo,
  onRedo,
  isLinkOpen = false,
  isDisabled = false,
  'aria-label': ariaLabel,
}: RichTextToolbarProps) {
  // One tab stop (the button last focused; the first while it cannot take focus): Tab goes
  // on into the writing area, the arrows move along the buttons.
  const [active, setActive] = useState<string>('h2');
  const undoable = { undo: state.canUndo, redo: state.canRedo } as Record<string, boolean>;
  const stop = isDisabled || undoable[active] === false ? 'h2' : active;
  const roving = (key: string) => ({
    excludeFromTabOrder: key !== stop,
    onFocus: () => setActive(key),
  });
  return (
    <Toolbar aria-label={ariaLabel} className={styles.toolbar}>
      {groups.map((group, g) => (
        <Fragment key={g}>
          {g > 0 ? <Separator orientation="vertical" className={styles.separator} /> : null}
          {group.map(({ command, label, face, className }) => (
            <ToggleButton
              key={command}
              {...roving(command)}
              aria-label={label}
              className={`${styles.toolButton} ${className ?? ''}`}
              isSelected={state[command]}
              isDisabled={isDisabled}
              onChange={() => onCommand(command)}
            >
              {face}
            </ToggleButton>
          ))}
        </Fragment>
      ))}
      <Separator orientation="vertical" className={styles.separator} />
      <ToggleButton
        {...roving('link')}
        aria-label="Link"
        aria-expanded={isLinkOpen}
        className={styles.toolButton}
        isSelected={state.link}
        isDisabled={isDisabled}
        onChange={onLink}
      >
        Link
      </ToggleButton>
      <Separator orientation="vertical" className={styles.separator} />
      <Button
        {...roving('undo')}
        aria-label="Undo"
        className={styles.toolButton}
        isDisabled={isDisabled || !state.canUndo}
        onPress={onUndo}
      >
        ↶ Undo
      </Button>
      <Button
        {...roving('redo')}
        aria-label="Redo"
        className={styles.toolButton}
        isDisabled={isDisabled || !state.canRedo}
        onPress={onRedo}
      >
        ↷ Redo
      </Button>
    </Toolbar>
  );
}
