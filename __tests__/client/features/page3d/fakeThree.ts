/**
 * A stand-in for three.js in jsdom, which cannot draw WebGL: the same classes the scene uses,
 * recording what a viewer would see (each drawn frame's logo angle) and what is released.
 */
class Vector {
  x = 0;
  y = 0;
  z = 0;
  set(x: number, y: number, z: number) {
    Object.assign(this, { x, y, z });
    return this;
  }
}

class Object3D {
  position = new Vector();
  rotation = new Vector();
  children: Object3D[] = [];
  add(child: Object3D) {
    this.children.push(child);
  }
}

export const rendered = {
  /** Makes the next WebGLRenderer throw, as three does when the browser refuses a context. */
  refuseContext: false,
  renderers: [] as WebGLRenderer[],
  materials: [] as MeshStandardMaterial[],
  geometries: [] as BoxGeometry[],
};

export class Scene extends Object3D {
  background: unknown = null;
}
export class Group extends Object3D {}
export class Mesh extends Object3D {
  constructor(
    readonly geometry: BoxGeometry,
    readonly material: MeshStandardMaterial,
  ) {
    super();
  }
}
export class HemisphereLight extends Object3D {}
export class DirectionalLight extends Object3D {}
export class PerspectiveCamera extends Object3D {
  aspect = 1;
  updateProjectionMatrix() {}
}
export class Color {
  constructor(readonly value: unknown) {}
}
export class BoxGeometry {
  disposed = false;
  constructor() {
    rendered.geometries.push(this);
  }
  dispose() {
    this.disposed = true;
  }
}
export class MeshStandardMaterial {
  disposed = false;
  constructor(readonly options: { color: string }) {
    rendered.materials.push(this);
  }
  dispose() {
    this.disposed = true;
  }
}
export class WebGLRenderer {
  /** The logo group's angle (around the vertical axis) at each drawn frame. */
  frames: number[] = [];
  disposed = false;
  contextLost = false;
  constructor(readonly options: { canvas: HTMLCanvasElement }) {
    if (rendered.refuseContext) throw new Error('Error creating WebGL context.');
    rendered.renderers.push(this);
  }
  setPixelRatio() {}
  setSize() {}
  render(scene: Scene) {
    const logo = scene.children.find((child) => child instanceof Group)!;
    this.frames.push(logo.rotation.y);
  }
  dispose() {
    this.disposed = true;
  }
  forceContextLoss() {
    this.contextLost = true;
  }
}
