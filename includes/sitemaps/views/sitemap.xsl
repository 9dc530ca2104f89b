<?xml version="1.0" encoding="UTF-8"?>
<!-- The human-readable view of Sightline SEO's sitemaps, applied by the browser (xml-stylesheet). -->
<xsl:stylesheet version="1.0"
	xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
	xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9"
	xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
	exclude-result-prefixes="s image">
	<xsl:output method="html" encoding="UTF-8" indent="yes" doctype-system="about:legacy-compat"/>
	<xsl:template match="/">
		<html lang="en">
			<head>
				<meta charset="UTF-8"/>
				<meta name="robots" content="noindex, follow"/>
				<title>XML Sitemap</title>
				<style>
					body { font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; color: #1e1e1e; margin: 2rem; }
					h1 { font-size: 1.5rem; }
					table { border-collapse: collapse; width: 100%; }
					th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #ddd; }
					th { background: #f0f0f0; }
					a { color: #2271b1; }
				</style>
			</head>
			<body>
				<h1>XML Sitemap</h1>
				<xsl:choose>
					<xsl:when test="s:sitemapindex">
						<p>This index lists <xsl:value-of select="count(s:sitemapindex/s:sitemap)"/> sitemaps.</p>
						<table>
							<thead><tr><th scope="col">Sitemap</th><th scope="col">Last modified</th></tr></thead>
							<tbody>
								<xsl:for-each select="s:sitemapindex/s:sitemap">
									<tr>
										<td><a href="{s:loc}"><xsl:value-of select="s:loc"/></a></td>
										<td><xsl:value-of select="s:lastmod"/></td>
									</tr>
								</xsl:for-each>
							</tbody>
						</table>
					</xsl:when>
					<xsl:otherwise>
						<p>This sitemap lists <xsl:value-of select="count(s:urlset/s:url)"/> URLs.</p>
						<table>
							<thead><tr><th scope="col">URL</th><th scope="col">Images</th><th scope="col">Last modified</th></tr></thead>
							<tbody>
								<xsl:for-each select="s:urlset/s:url">
									<tr>
										<td><a href="{s:loc}"><xsl:value-of select="s:loc"/></a></td>
										<td><xsl:value-of select="count(image:image)"/></td>
										<td><xsl:value-of select="s:lastmod"/></td>
									</tr>
								</xsl:for-each>
							</tbody>
						</table>
					</xsl:otherwise>
				</xsl:choose>
			</body>
		</html>
	</xsl:template>
</xsl:stylesheet>
