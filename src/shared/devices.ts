/**
 * The device frames product screens are shown in (public/media/frames/<device>.svg, made by
 * scripts/assets/generate-showcase-images.ts): the frame's size and where its screen sits in it. The
 * DeviceFrame component places a screen image there; the generator draws frames to these sizes.
 */
export const DEVICES = ['phone', 'tablet', 'laptop'] as const;
export type Device = (typeof DEVICES)[number];

export interface DeviceGeometry {
  frame: { width: number; height: number };
  screen: { x: number; y: number; width: number; height: number };
}

export const DEVICE_GEOMETRY: Record<Device, DeviceGeometry> = {
  phone: { frame: { width: 430, height: 884 }, screen: { x: 20, y: 20, width: 390, height: 844 } },
  tablet: { frame: { width: 1104, height: 848 }, screen: { x: 40, y: 40, width: 1024, height: 768 } },
  laptop: { frame: { width: 1640, height: 1030 }, screen: { x: 100, y: 34, width: 1440, height: 900 } },
};
