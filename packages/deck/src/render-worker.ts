// A child process that rasterises SVG for the render pool (render-pool.ts). resvg can abort the
// whole process on some inputs (not a catchable error), so it never runs in the caller's process.
import { Resvg } from '@resvg/resvg-js';

interface Job {
  readonly id: number;
  readonly svg: string;
  readonly width: number;
}

process.on('message', (job: Job) => {
  try {
    const png = new Resvg(job.svg, {
      fitTo: { mode: 'width', value: job.width },
      font: { loadSystemFonts: false },
    })
      .render()
      .asPng();
    process.send?.({ id: job.id, png });
  } catch (error) {
    process.send?.({ id: job.id, error: String(error) });
  }
});
