import { findEnvironment, ROOMS, WALL_COLOURS } from '../../../shared/gallery-wall/environments';
import * as wall from '../../state/wall-actions';
import { Step, StepNav, type StepProps } from './step';

/** Step 1: the room and the wall's colour (shared/gallery-wall/environments.ts); each choice is one environment id. */
export function RoomStep({ environmentId, ...props }: StepProps & { environmentId: string | null }) {
  const { text } = props;
  const environment = environmentId ? findEnvironment(environmentId) : undefined;
  return (
    <Step heading={text('steps.environment')} headingRef={props.headingRef}>
      <fieldset className="designer-choices">
        <legend>{text('room_legend')}</legend>
        {ROOMS.map((room) => (
          <label key={room}>
            <input
              type="radio"
              name="designer-room"
              checked={environment?.room === room}
              onChange={() => wall.chooseEnvironment(`${room}-${environment?.colour ?? WALL_COLOURS[0]}`)}
            />
            {text(`rooms.${room}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="designer-choices">
        <legend>{text('colour_legend')}</legend>
        {WALL_COLOURS.map((colour) => (
          <label key={colour}>
            <input
              type="radio"
              name="designer-colour"
              checked={environment?.colour === colour}
              onChange={() => wall.chooseEnvironment(`${environment?.room ?? ROOMS[0]}-${colour}`)}
            />
            <span className={`colour-swatch is-${colour}`} aria-hidden="true" />
            {text(`colours.${colour}`)}
          </label>
        ))}
      </fieldset>
      <StepNav step={1} canGoOn={!!environment} text={text} goTo={props.goTo} />
    </Step>
  );
}
