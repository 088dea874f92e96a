import { DEVICE_GEOMETRY, type Device } from '../../shared/devices';
import { ResponsiveImage } from './ResponsiveImage';
import './DeviceFrame.css';

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export interface DeviceFrameProps {
  device: Device;
  /** The screen's source, drawn at its device's screen size (shared/devices.ts). */
  screen: string;
  /** What the screen shows, as its caption: the image itself is then decorative. */
  caption: string;
  /** How wide the whole frame is drawn, as the `sizes` attribute. */
  sizes: string;
}

/** A product screen in its device's frame (public/media/frames), with its caption under it. */
export function DeviceFrame({ device, screen, caption, sizes }: DeviceFrameProps) {
  const { frame, screen: area } = DEVICE_GEOMETRY[device];
  return (
    <figure className={`device device--${device}`}>
      <div className="device__body" style={{ aspectRatio: `${frame.width} / ${frame.height}` }}>
        {/* The screen sits where the frame's glass is: the frame's geometry, as shares of its size. */}
        <span
          className="device__glass"
          style={{ left: percent(area.x, frame.width), top: percent(area.y, frame.height), width: percent(area.width, frame.width), height: percent(area.height, frame.height) }}
        >
          <ResponsiveImage className="device__screen" src={screen} alt="" width={area.width} height={area.height} sizes={sizes} />
        </span>
        <img className="device__frame" src={`/media/frames/${device}.svg`} alt="" width={frame.width} height={frame.height} loading="lazy" decoding="async" />
      </div>
      <figcaption className="device__caption">{caption}</figcaption>
    </figure>
  );
}
