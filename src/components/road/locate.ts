// One reading of the phone's position, cancellable. The GPS works with no data connection but its
// first fix can take a minute, so the timeout is long and a fix up to ten minutes old is accepted.
// Nothing leaves the phone: the browser hands the position to this page and no request is made.

export type LocateError = "recusado" | "indisponivel" | "demorou" | "sem-geolocalizacao";

export const locateOptions: PositionOptions = { enableHighAccuracy: true, timeout: 120_000, maximumAge: 10 * 60_000 };

/** Starts a reading; the returned function cancels it (the position, if it comes later, is ignored). */
export function locate(onFix: (lat: number, lon: number) => void, onError: (e: LocateError) => void): () => void {
  const geo = typeof navigator === "undefined" ? undefined : navigator.geolocation;
  if (!geo) {
    onError("sem-geolocalizacao");
    return () => {};
  }
  let done = false;
  // watchPosition rather than getCurrentPosition: clearWatch really stops the GPS when cancelled.
  const id = geo.watchPosition(
    (p) => {
      if (done) return;
      done = true;
      geo.clearWatch(id);
      onFix(p.coords.latitude, p.coords.longitude);
    },
    (e) => {
      if (done) return;
      done = true;
      geo.clearWatch(id);
      onError(e.code === e.PERMISSION_DENIED ? "recusado" : e.code === e.TIMEOUT ? "demorou" : "indisponivel");
    },
    locateOptions,
  );
  return () => {
    done = true;
    geo.clearWatch(id);
  };
}
