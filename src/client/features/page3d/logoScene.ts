// The only module that imports three: Page3dPage loads it with import() once WebGL and the
// visitor's motion preference allow it, so three lives in this page's own lazy chunk.
import {
  BoxGeometry,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  WebGLRenderer,
} from 'three';
import { LOGO_COLORS, LOGO_SQUARES } from './logoColors';

export interface LogoScene {
  /** Turns the logo by these angles (radians) around the horizontal and vertical axes. */
  rotateBy(pitch: number, yaw: number): void;
  /** Back to the starting position. */
  reset(): void;
  /** Stops (or restarts) the motion; a paused scene still follows the keyboard and the pointer. */
  setPaused(paused: boolean): void;
  /** Stops everything and frees the GPU resources. */
  dispose(): void;
}

const SPIN_PER_SECOND = 0.35;
const POINTER_TILT = 0.35;
const MAX_PITCH = Math.PI / 2.5;
// Longest frame step counted, so a scene coming back from a background tab does not jump.
const MAX_FRAME_SECONDS = 0.1;
/** The starting angles: turned a little, so the cubes show their depth. */
const HOME = { pitch: 0.45, yaw: -0.55 };

/** The logo's four squares as cubes under soft light, drawn on `canvas`. Throws when WebGL cannot start. */
export function createLogoScene(canvas: HTMLCanvasElement, { paused: startPaused = false } = {}): LogoScene {
  const renderer = new WebGLRenderer({ canvas, antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));

  const scene = new Scene();
  scene.background = new Color(LOGO_COLORS.stage);
  const camera = new PerspectiveCamera(35, 1, 0.1, 100);
  camera.position.set(0, 0, 7);

  // Soft light: a sky-to-ground fill, a key light from the upper right and a faint one from below.
  scene.add(new HemisphereLight(0xffffff, 0x9aa6bf, 2));
  const keyLight = new DirectionalLight(0xffffff, 1.8);
  keyLight.position.set(4, 6, 8);
  scene.add(keyLight);
  const fillLight = new DirectionalLight(0xffffff, 0.5);
  fillLight.position.set(-5, -3, 4);
  scene.add(fillLight);

  // Cubes far enough apart (1.9) that their spinning corners (half-diagonal 0.91) never touch.
  const geometry = new BoxGeometry(1.05, 1.05, 1.05);
  const materials = LOGO_SQUARES.map((color) => new MeshStandardMaterial({ color, roughness: 0.5, metalness: 0.05 }));
  const logo = new Group();
  const cubes = materials.map((material, index) => {
    const cube = new Mesh(geometry, material);
    cube.position.set(index % 2 === 0 ? -0.95 : 0.95, index < 2 ? 0.95 : -0.95, 0);
    logo.add(cube);
    return cube;
  });
  scene.add(logo);

  // Where the keyboard put the logo, plus where the pointer leans it; the drawn angle eases towards both.
  const turned = { ...HOME };
  const lean = { pitch: 0, yaw: 0 };
  let paused = startPaused;
  let frame = 0;
  let last = 0;

  const resize = () => {
    const width = canvas.clientWidth || 1;
    const height = canvas.clientHeight || 1;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
  };

  const draw = (seconds: number, ease: number) => {
    cubes.forEach((cube, index) => {
      const direction = index % 3 === 0 ? 1 : -1; // diagonal pairs turn the same way
      cube.rotation.x += seconds * SPIN_PER_SECOND * 0.6 * direction;
      cube.rotation.y += seconds * SPIN_PER_SECOND * direction;
    });
    logo.rotation.x += (turned.pitch + lean.pitch - logo.rotation.x) * ease;
    logo.rotation.y += (turned.yaw + lean.yaw - logo.rotation.y) * ease;
    renderer.render(scene, camera);
  };

  const tick = (now: number) => {
    const seconds = last ? Math.min((now - last) / 1000, MAX_FRAME_SECONDS) : 0;
    last = now;
    draw(seconds, Math.min(1, seconds * 6));
    frame = requestAnimationFrame(tick);
  };

  // The loop runs only while the motion is on and the tab is visible; otherwise frames are drawn on demand.
  const running = () => !paused && !document.hidden;
  const start = () => {
    if (frame || !running()) return;
    last = 0;
    frame = requestAnimationFrame(tick);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };
  const redraw = () => {
    if (!frame) draw(0, 1);
  };

  const onVisibility = () => (document.hidden ? stop() : start());
  const onPointerMove = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect();
    lean.yaw = ((event.clientX - box.left) / box.width - 0.5) * 2 * POINTER_TILT;
    lean.pitch = ((event.clientY - box.top) / box.height - 0.5) * 2 * POINTER_TILT;
    redraw();
  };
  const onPointerLeave = () => {
    lean.pitch = 0;
    lean.yaw = 0;
    redraw();
  };

  const onResize = () => {
    resize();
    redraw();
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
  observer?.observe(canvas);
  document.addEventListener('visibilitychange', onVisibility);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerleave', onPointerLeave);
  resize();
  draw(0, 1);
  start();

  return {
    rotateBy(pitch, yaw) {
      turned.pitch = Math.max(-MAX_PITCH, Math.min(MAX_PITCH, turned.pitch + pitch));
      turned.yaw += yaw;
      redraw();
    },
    reset() {
      Object.assign(turned, HOME);
      redraw();
    },
    setPaused(value) {
      paused = value;
      if (paused) stop();
      else start();
    },
    dispose() {
      stop();
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerleave', onPointerLeave);
      geometry.dispose();
      materials.forEach((material) => material.dispose());
      renderer.dispose();
      // Browsers keep only a few WebGL contexts: give this one back now rather than at garbage collection.
      renderer.forceContextLoss();
    },
  };
}
