import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignaturePadHandle {
  /** The drawing as a PNG, or null when nothing was drawn. */
  toPng(): Promise<Blob | null>;
  clear(): void;
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A canvas to sign on with a finger, pen or mouse (pointer events). The bitmap is twice the
 * CSS size on sharp screens; strokes are drawn in dark ink on a transparent background.
 */
export function SignaturePad({
  ref,
  onDrawn: onDrawnProp,
  invalid,
}: {
  ref?: Ref<SignaturePadHandle>;
  onDrawn: (drawn: boolean) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(false);
  const onDrawn = useRef(onDrawnProp);
  useEffect(() => {
    onDrawn.current = onDrawnProp;
  });

  useImperativeHandle(ref, () => ({
    toPng: () =>
      new Promise((resolve) => {
        if (!drawn.current || !canvas.current) {
          resolve(null);
          return;
        }
        canvas.current.toBlob((blob) => resolve(blob), 'image/png');
      }),
    clear: () => {
      const context = canvas.current?.getContext('2d');
      context?.clearRect(0, 0, WIDTH, HEIGHT);
      drawn.current = false;
      onDrawn.current(false);
    },
  }));

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#10233f';
    let last: { x: number; y: number } | null = null;
    const at = (event: PointerEvent) => {
      const box = element.getBoundingClientRect();
      return {
        x: ((event.clientX - box.left) / box.width) * WIDTH,
        y: ((event.clientY - box.top) / box.height) * HEIGHT,
      };
    };
    const down = (event: PointerEvent) => {
      element.setPointerCapture(event.pointerId);
      last = at(event);
      context.beginPath();
      context.arc(last.x, last.y, 1.2, 0, Math.PI * 2);
      context.fillStyle = '#10233f';
      context.fill();
    };
    const move = (event: PointerEvent) => {
      if (!last) return;
      const point = at(event);
      context.beginPath();
      context.moveTo(last.x, last.y);
      context.lineTo(point.x, point.y);
      context.stroke();
      last = point;
      if (!drawn.current) {
        drawn.current = true;
        onDrawn.current(true);
      }
    };
    const up = () => {
      last = null;
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
    };
  }, []);

  return (
    <canvas
      ref={canvas}
      width={WIDTH}
      height={HEIGHT}
      className="contract-signature"
      data-testid="contract-signature-pad"
      aria-label={t('kit.contracts.signatureHint')}
      aria-invalid={invalid}
      role="img"
    />
  );
}
