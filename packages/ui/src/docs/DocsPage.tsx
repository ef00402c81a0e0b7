import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { guidance } from './guidance.ts';

/** The folder a stories file lives in, as guidance.ts keys it ("components/Button"). */
export function folderOf(fileName: string | undefined): string | undefined {
  return /packages\/ui\/src\/((?:components|patterns)\/[^/]+)\//.exec(fileName ?? '')?.[1];
}

/** Usage, do and don't of the component whose Docs page this is (from guidance.ts). */
function Guidance() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const folder = folderOf(preparedMeta.parameters.fileName as string | undefined);
  const entry = folder ? guidance[folder] : undefined;
  if (!entry) return null;
  return (
    <>
      <h2>Usage</h2>
      <p>{entry.usage}</p>
      <h3>Do</h3>
      <ul>
        {entry.do.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <h3>Don’t</h3>
      <ul>
        {entry.dont.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The autodocs page of every component and pattern: the component's own description (its
 * JSDoc), when to use it, the first story, its props (from the types and their JSDoc), then
 * every story.
 */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Guidance />
      <h2>Example</h2>
      <Primary />
      <h2>Props</h2>
      <Controls />
      <Stories title="States" />
    </>
  );
}
