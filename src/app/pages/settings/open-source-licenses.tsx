// Settings › Über › „Open-Source-Lizenzen“: the packages bundled into this build with version and
// licence, from the list the build writes (licenses.config.ts); loaded when the reader opens it.
import { useEffect, useState } from 'react'

interface OpenSourcePackage {
  name: string
  version: string
  license: string
  homepage?: string
}

type Loaded = { packages: OpenSourcePackage[] } | { failed: true } | null

export default function OpenSourceLicenses() {
  const [loaded, setLoaded] = useState<Loaded>(null)
  useEffect(() => {
    fetch(`${import.meta.env.BASE_URL}open-source-licenses.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`licences answered ${response.status}`)
        return response.json() as Promise<OpenSourcePackage[]>
      })
      .then(
        (packages) => setLoaded({ packages }),
        () => setLoaded({ failed: true }),
      )
  }, [])
  if (loaded === null) return <p aria-live="polite">Die Liste wird geladen …</p>
  if ('failed' in loaded) {
    return <p role="alert">Die Liste der Lizenzen konnte nicht geladen werden.</p>
  }
  return (
    <>
      <p>
        Die Agenda enthält {loaded.packages.length} Open-Source-Pakete. Wir danken ihren Autorinnen
        und Autoren.
      </p>
      <div className="settings-licenses">
        <table>
          <thead>
            <tr>
              <th scope="col">Paket</th>
              <th scope="col">Version</th>
              <th scope="col">Lizenz</th>
            </tr>
          </thead>
          <tbody>
            {loaded.packages.map((entry) => (
              <tr key={`${entry.name}@${entry.version}`}>
                <td>
                  {entry.homepage ? (
                    <a href={entry.homepage} rel="noreferrer" target="_blank">
                      {entry.name}
                    </a>
                  ) : (
                    entry.name
                  )}
                </td>
                <td>{entry.version}</td>
                <td>{entry.license}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
