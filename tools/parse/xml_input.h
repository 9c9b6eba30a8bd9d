// Reading XML that users hand us (TMX and TBX files; the align fuzz target reads every TMX rulecorp
// writes back through it): one entry point with one policy. A document type declaration is refused
// outright, so no entity can be declared, expanded or fetched: no external entities (XXE), no
// entity-expansion bombs. pugixml never touches the network or the file system while parsing.
#ifndef RULECORP_PARSE_XML_INPUT_H_
#define RULECORP_PARSE_XML_INPUT_H_

#include <pugixml.hpp>
#include <string>
#include <string_view>

#include "common/diagnostic.h"

namespace rulecorp {

// Parses `bytes` (named `file` in diagnostics) into `doc`. False, with an xml.doctype or
// xml.invalid diagnostic at the offending line and column, when the input is refused.
bool load_xml(const std::string& file, std::string_view bytes, pugi::xml_document& doc, Diagnostics& diags);

}  // namespace rulecorp

#endif  // RULECORP_PARSE_XML_INPUT_H_
