import type { Problem } from './studio-client.ts';

/** What `cli validate` says of files: each problem with its file and JSON pointer. */
export function Problems({ problems }: { problems: readonly Problem[] }) {
  if (!problems.length) return null;
  return (
    <ul className="problems" aria-label="problems">
      {problems.map((problem) => (
        <li key={`${problem.file} ${problem.pointer} ${problem.rule}`}>
          <code>{problem.file}</code> <code>{problem.pointer || '/'}</code>: {problem.rule}
        </li>
      ))}
    </ul>
  );
}
