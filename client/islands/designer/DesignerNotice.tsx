import type { MissingPiece } from '../../../shared/gallery-wall/open-wall';
import type { DesignerText } from './step';

/** What went wrong opening a wall: pieces this domain does not sell, an unreadable link, a failed read. */
export type Notice = { kind: 'missing'; missing: MissingPiece[] } | { kind: 'unreadable' } | { kind: 'load-failed' };

/** The notice above the designer (an alert: it tells what was left out of the wall). */
export function DesignerNotice({ notice, text }: { notice: Notice; text: DesignerText }) {
  return (
    <div className="designer-notice" role="alert">
      {notice.kind === 'missing' ? (
        <>
          <p>{text('missing_heading')}</p>
          <ul>
            {notice.missing.map((piece) => (
              <li key={`${piece.slot}-${piece.kind}`}>
                {text(piece.kind === 'poster' ? 'missing_poster' : 'missing_frame', { n: piece.slot })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{text(notice.kind === 'unreadable' ? 'share_unreadable' : 'load_failed')}</p>
      )}
    </div>
  );
}
