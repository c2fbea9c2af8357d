// A signature drawn with a finger, pen or mouse on a <canvas>, given back as a
// PNG data URL (null while empty). Optional on the public page: the typed name
// is what the acceptance requires.
import { Button } from '@kit/ui/button.tsx';
import { useEffect, useRef, useState } from 'react';

export function SignaturePad(props: { onChange: (png: string | null) => void; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#111827';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };
  const ctx = () => canvas.current?.getContext('2d') ?? null;

  return (
    <div className="grid gap-1">
      <canvas
        ref={canvas}
        aria-label={props.label}
        className="h-32 w-full touch-none rounded-md border bg-white"
        onPointerDown={(e) => {
          const c = ctx();
          if (!c) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const [x, y] = point(e);
          c.beginPath();
          c.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          const c = ctx();
          if (!drawing.current || !c) return;
          const [x, y] = point(e);
          c.lineTo(x, y);
          c.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          setEmpty(false);
          props.onChange(canvas.current?.toDataURL('image/png') ?? null);
        }}
      />
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span>{empty ? 'Optional: sign with your finger or mouse.' : 'Signed.'}</span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={empty}
          onClick={() => {
            const c = canvas.current;
            c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
            setEmpty(true);
            props.onChange(null);
          }}
        >
          Clear signature
        </Button>
      </div>
    </div>
  );
}
