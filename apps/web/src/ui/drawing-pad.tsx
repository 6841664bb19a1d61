import { useSignal, type Signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import {
  drawingColours,
  drawingPaper,
  drawingSizes,
  strokeColour,
  strokePath,
  type DrawnStroke,
} from '@fabula/protocol/drawing';
import { clueLimits } from '@fabula/protocol/catalogue';
import { t } from '../i18n/index.ts';

const W = clueLimits.drawingWidth;
const H = clueLimits.drawingHeight;

/** Points closer than this to the last one (canvas units) add nothing a viewer could see. */
const MIN_STEP = 2;

function pointCount(strokes: readonly DrawnStroke[]): number {
  return strokes.reduce((sum, s) => sum + s.points.length / 2, 0);
}

/**
 * The drawing pad: draw with a finger, a pen or a mouse (pointer events, with the coalesced
 * points a fast hand leaves between frames), in six colours and three sizes; undo the last
 * stroke or clear. Strokes are whole-number points on the 800 × 600 canvas, kept within the
 * limits the server checks (`clueLimits`); each is drawn with perfect-freehand through the same
 * `strokePath` the server renders with, so what the storyteller sees is what the others get.
 */
export function DrawingPad(props: { readonly strokes: Signal<readonly DrawnStroke[]> }) {
  const { strokes } = props;
  const colour = useSignal(0);
  const size = useSignal(1);
  const live = useSignal<DrawnStroke | null>(null);
  const full = useSignal(false);
  const pointer = useRef<number | null>(null);
  const svg = useRef<SVGSVGElement>(null);

  const box = useRef<HTMLDivElement>(null);
  // Opened on a phone under the hand: bring the whole pad and its tools into view.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const total = pointCount(strokes.value) + (live.value ? live.value.points.length / 2 : 0);

  /** A pointer position as a whole-number point on the canvas, clamped to its edges. */
  const toCanvas = (e: PointerEvent): [number, number] | null => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    const x = Math.round(((e.clientX - box.left) / box.width) * W);
    const y = Math.round(((e.clientY - box.top) / box.height) * H);
    return [Math.min(W, Math.max(0, x)), Math.min(H, Math.max(0, y))];
  };

  const add = (e: PointerEvent) => {
    const stroke = live.value;
    if (!stroke) return;
    const points = [...stroke.points];
    const events = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
    for (const event of events.length > 0 ? events : [e]) {
      const p = toCanvas(event);
      if (!p) continue;
      const lx = points[points.length - 2] ?? -99;
      const ly = points[points.length - 1] ?? -99;
      if (Math.hypot(p[0] - lx, p[1] - ly) < MIN_STEP) continue;
      const inStroke = points.length / 2;
      if (inStroke >= clueLimits.drawingStrokePoints || total + 1 > clueLimits.drawingPoints) {
        full.value = true;
        break;
      }
      points.push(p[0], p[1]);
    }
    live.value = { ...stroke, points };
  };

  const finish = () => {
    const stroke = live.value;
    pointer.current = null;
    live.value = null;
    if (stroke && stroke.points.length >= 2) strokes.value = [...strokes.value, stroke];
  };

  return (
    <div class="pad" ref={box}>
      <svg
        ref={svg}
        class="pad-canvas"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t('pad.label', { n: strokes.value.length })}
        onPointerDown={(e) => {
          if (pointer.current !== null) return;
          if (
            strokes.value.length >= clueLimits.drawingStrokes ||
            total >= clueLimits.drawingPoints
          ) {
            full.value = true;
            return;
          }
          e.preventDefault();
          e.currentTarget.setPointerCapture(e.pointerId);
          pointer.current = e.pointerId;
          const p = toCanvas(e);
          live.value = { colour: colour.value, size: size.value, points: p ? [p[0], p[1]] : [] };
        }}
        onPointerMove={(e) => {
          if (e.pointerId === pointer.current) add(e);
        }}
        onPointerUp={(e) => {
          if (e.pointerId === pointer.current) finish();
        }}
        onPointerCancel={(e) => {
          if (e.pointerId === pointer.current) finish();
        }}
      >
        <rect width={W} height={H} fill={drawingPaper} />
        {strokes.value.map((s, i) => (
          <path key={i} d={strokePath(s)} fill={strokeColour(s)} />
        ))}
        {live.value && <path d={strokePath(live.value, false)} fill={strokeColour(live.value)} />}
      </svg>
      <div class="pad-tools">
        <div class="pad-colours" role="group" aria-label={t('pad.colours')}>
          {drawingColours.map((c, i) => (
            <button
              key={c.name}
              type="button"
              class="pad-colour"
              style={{ '--swatch': c.hex }}
              aria-pressed={colour.value === i}
              aria-label={t(`pad.colour.${c.name}`)}
              title={t(`pad.colour.${c.name}`)}
              onClick={() => {
                colour.value = i;
              }}
            />
          ))}
        </div>
        <div class="pad-sizes" role="group" aria-label={t('pad.sizes')}>
          {drawingSizes.map((s, i) => (
            <button
              key={s.name}
              type="button"
              class="pad-size"
              aria-pressed={size.value === i}
              aria-label={t(`pad.size.${s.name}`)}
              title={t(`pad.size.${s.name}`)}
              onClick={() => {
                size.value = i;
              }}
            >
              <span class="pad-dot" style={{ '--dot': `${6 + i * 7}px` }} />
            </button>
          ))}
        </div>
        <button
          type="button"
          class="pad-undo"
          disabled={strokes.value.length === 0}
          onClick={() => {
            strokes.value = strokes.value.slice(0, -1);
            full.value = false;
          }}
        >
          {t('pad.undo')}
        </button>
        <button
          type="button"
          class="pad-clear"
          disabled={strokes.value.length === 0}
          onClick={() => {
            strokes.value = [];
            full.value = false;
          }}
        >
          {t('pad.clear')}
        </button>
      </div>
      {full.value && (
        <p class="hint" role="status">
          {t('pad.full')}
        </p>
      )}
    </div>
  );
}
